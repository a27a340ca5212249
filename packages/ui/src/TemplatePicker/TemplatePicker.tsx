import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Radio as RACRadio, RadioGroup as RACRadioGroup } from 'react-aria-components';
import { Label } from '../Field/Field';
import { svgDataUrl } from '../PagePreview/svgDataUrl';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './TemplatePicker.css';

export interface TemplatePickerOption {
  value: string;
  label: string;
  description: string;
  /** SVG document of the template's first page for this CV, or null while loading. */
  thumbnail: string | null;
}

export interface TemplatePickerProps {
  /** The group's visible label. */
  label: string;
  /** The templates, in the order shown. */
  options: TemplatePickerOption[];
  /** The chosen option's value. */
  value: string;
  onChange: (value: string) => void;
  /** Page width / height of the thumbnails, e.g. 595.28/841.89 for A4. */
  aspectRatio: number;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Templates as cards with a thumbnail of the CV's first page in each, one of them chosen (a RAC
 * RadioGroup: arrow keys move the choice, Tab leaves the group). Three across when there is
 * room, fewer on a narrow screen.
 */
export function TemplatePicker({
  label,
  options,
  value,
  onChange,
  aspectRatio,
  isDisabled = false,
}: TemplatePickerProps) {
  return (
    <RACRadioGroup
      className={styles.group}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      orientation="horizontal"
    >
      <Label>{label}</Label>
      <div className={styles.grid}>
        {options.map((option) => (
          <TemplateCard key={option.value} option={option} aspectRatio={aspectRatio} />
        ))}
      </div>
    </RACRadioGroup>
  );
}

function TemplateCard({
  option,
  aspectRatio,
}: {
  option: TemplatePickerOption;
  aspectRatio: number;
}) {
  const nameId = useId();
  const descriptionId = useId();
  const src = useMemo(
    () => (option.thumbnail === null ? null : svgDataUrl(option.thumbnail)),
    [option.thumbnail],
  );
  return (
    // Named by its label alone and described by its description, rather than by all the text
    // of the card (the radio sits inside the card's <label>).
    <RACRadio
      value={option.value}
      className={styles.card}
      aria-labelledby={nameId}
      aria-describedby={descriptionId}
    >
      <span className={styles.thumbnail} style={{ aspectRatio: String(aspectRatio) }}>
        {src === null ? (
          <Skeleton className={styles.thumbnailFill} width="100%" height="100%" radius={0} />
        ) : (
          // alt="": the card's label names the template; the picture adds nothing to hear.
          <img
            src={src}
            alt=""
            className={clsx(styles.thumbnailFill, styles.thumbnailImage)}
            draggable={false}
          />
        )}
        <span className={styles.check} aria-hidden>
          <Check size={14} strokeWidth={3} />
        </span>
      </span>
      <span id={nameId} className={styles.name}>
        {option.label}
      </span>
      <span id={descriptionId} className={styles.description}>
        {option.description}
      </span>
    </RACRadio>
  );
}
