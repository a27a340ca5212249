import * as styles from './logo.css';

export interface LogoProps {
  /** Hide the wordmark and keep only the mark (collapsed sidebar). @default false */
  markOnly?: boolean;
}

/** The Vita mark and wordmark. Decorative: links around it carry the accessible name. */
export function Logo({ markOnly = false }: LogoProps) {
  return (
    <span className={styles.logo} aria-hidden="true">
      <svg className={styles.mark} viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="8" className={styles.markBackground} />
        <path d="M9 9.5h3.6l3.4 9.6 3.4-9.6H23l-5.3 13h-3.4z" className={styles.markGlyph} />
      </svg>
      {markOnly ? null : <span className={styles.wordmark}>Vita</span>}
    </span>
  );
}
