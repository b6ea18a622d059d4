import {
  useId,
  type ComponentPropsWithRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import classes from './PlainTextInput.module.css';

export interface PlainTextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  size?: 'xs' | 'sm';
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** The right section takes clicks (a button), else they reach the field under it. */
  rightSectionClickable?: boolean;
  /** The right section holds a select's clear button and chevron side by side. */
  combinedSection?: boolean;
  /** The field is a button to click (a closed select). */
  pointer?: boolean;
  /** The outer box's class and style (its width). */
  rootClassName?: string;
  rootStyle?: CSSProperties;
}

/**
 * A text field drawn as Mantine's TextInput draws one — its label, description and error, the field,
 * its sections — from plain elements and a CSS module on Mantine's variables, with the same ARIA
 * (`aria-invalid`, `aria-describedby`). What a list's filters draw before anyone uses them: Mantine's
 * Input is a dozen components and its style resolution, and /login alone needs it then.
 */
export function PlainTextInput({
  size = 'sm',
  label,
  description,
  error,
  withAsterisk,
  leftSection,
  rightSection,
  rightSectionClickable = false,
  combinedSection = false,
  pointer = false,
  rootClassName,
  rootStyle,
  id,
  required,
  disabled,
  className,
  ...input
}: PlainTextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = error ? `${inputId}-error` : undefined;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={`${classes.root} mantine-InputWrapper-root${rootClassName ? ` ${rootClassName}` : ''}`}
      style={rootStyle}
      data-size={size}
    >
      {label && (
        <label className={`${classes.label} mantine-InputWrapper-label`} htmlFor={inputId}>
          {label}
          {(withAsterisk ?? required) && (
            <span className={classes.required} aria-hidden>
              {' *'}
            </span>
          )}
        </label>
      )}
      {description && (
        <p id={descriptionId} className={`${classes.description} mantine-InputWrapper-description`}>
          {description}
        </p>
      )}
      <div
        className={`${classes.wrapper} mantine-Input-wrapper`}
        data-size={size}
        data-error={error ? true : undefined}
        data-pointer={pointer || undefined}
        data-with-left-section={leftSection ? true : undefined}
        data-with-right-section={rightSection ? true : undefined}
        data-combined-section={(rightSection && combinedSection) || undefined}
        data-offset-top={description ? true : undefined}
        data-offset-bottom={error ? true : undefined}
      >
        {leftSection && (
          <div className={classes.section} data-position="left">
            {leftSection}
          </div>
        )}
        <input
          {...input}
          id={inputId}
          required={required}
          disabled={disabled}
          className={`${classes.input} mantine-Input-input${className ? ` ${className}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {rightSection && (
          <div
            className={classes.section}
            data-position="right"
            data-pointer-events={rightSectionClickable ? 'all' : undefined}
          >
            {combinedSection ? (
              <div className={classes.combined}>{rightSection}</div>
            ) : (
              rightSection
            )}
          </div>
        )}
      </div>
      {error && (
        <p id={errorId} className={`${classes.error} mantine-InputWrapper-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const CLOSE =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';

/**
 * Mantine's CloseButton in a field's section: `subtle` (a hover tint) for a search's or a date's clear
 * button, `transparent` on the field's colour for a select's.
 */
export function FieldCloseButton({
  size = 'sm',
  variant = 'subtle',
  ...button
}: Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  size?: 'xs' | 'sm';
  variant?: 'subtle' | 'transparent';
  onMouseDown?: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      type="button"
      aria-label="Закрыть"
      {...button}
      className={`mantine-focus-auto mantine-active ${classes.close} mantine-CloseButton-root`}
      data-variant={variant}
      data-size={size}
    >
      <svg viewBox="0 0 15 15" fill="none" aria-hidden>
        <path d={CLOSE} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
      </svg>
    </button>
  );
}
