import { Moon, Sun } from 'lucide-react';
import { Button, type ButtonProps } from '../Button/Button';

export type ResolvedTheme = 'light' | 'dark';

export interface ThemeToggleProps extends Omit<
  ButtonProps,
  'children' | 'onPress' | 'onChange' | 'aria-label'
> {
  /** The theme currently shown (resolved: 'system' already turned into light or dark). */
  theme: ResolvedTheme;
  /** Called with the other theme when pressed. */
  onChange: (next: ResolvedTheme) => void;
}

/** A button that switches between light and dark; shows the moon in light and the sun in dark. */
export function ThemeToggle({
  theme,
  onChange,
  variant = 'ghost',
  size = 'icon',
  ...props
}: ThemeToggleProps) {
  const next: ResolvedTheme = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      aria-label={`Switch to ${next} theme`}
      onPress={() => onChange(next)}
    >
      {theme === 'dark' ? <Sun size={16} aria-hidden /> : <Moon size={16} aria-hidden />}
    </Button>
  );
}
