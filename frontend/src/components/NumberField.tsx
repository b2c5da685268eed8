import { FormField, type FormFieldProps } from './FormField';

interface NumberFieldProps extends Omit<FormFieldProps, 'type' | 'inputMode' | 'inputClassName'> {
  /** Whole numbers only: the phone's keypad without a decimal point. */
  whole?: boolean;
}

/** A labelled number input, as the settings forms type their hours, multipliers and codes (the text stays as typed). */
export function NumberField({ whole = false, ...field }: NumberFieldProps) {
  return <FormField inputClassName="input" type="number" inputMode={whole ? 'numeric' : 'decimal'} {...field} />;
}
