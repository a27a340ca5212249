import type { Ref } from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  composeRenderProps,
  Link as RACLink,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { composeClassName } from '../utils/composeClassName';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg', 'icon'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonStyleProps {
  /** Visual emphasis. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding; `icon` is a square for a single icon (give it an `aria-label`). @default 'md' */
  size?: ButtonSize;
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
}

export interface ButtonProps extends RACButtonProps, ButtonStyleProps {
  /** Extra class names after the variant classes: a string, or a function of RAC's render props. @default undefined */
  className?: RACButtonProps['className'];
  /** The underlying `<button>` element. @default undefined */
  ref?: Ref<HTMLButtonElement>;
  /** Text shown (with a spinner) instead of the children while `isPending`; without it the children stay. @default undefined */
  pendingLabel?: string;
}

/**
 * A button (RAC Button). While `isPending` it shows a spinner and `pendingLabel`, ignores
 * presses and stays focusable, as RAC does for pending buttons.
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  pendingLabel,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeClassName(button({ variant, size, fullWidth }), className)}
    >
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? (
          <>
            <Spinner size="sm" aria-hidden />
            {pendingLabel ?? content}
          </>
        ) : (
          content
        ),
      )}
    </RACButton>
  );
}

export interface LinkButtonProps extends RACLinkProps, ButtonStyleProps {
  /** Extra class names after the variant classes: a string, or a function of RAC's render props. @default undefined */
  className?: RACLinkProps['className'];
  /** The underlying `<a>` element. @default undefined */
  ref?: Ref<HTMLAnchorElement>;
}

/** A navigation link (RAC Link, so the app's RouterProvider handles `href`) that looks like a Button. */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return (
    <RACLink
      {...props}
      className={composeClassName(button({ variant, size, fullWidth }), className)}
    />
  );
}
