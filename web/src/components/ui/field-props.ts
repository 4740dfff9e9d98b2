/** What every labelled form field takes: its id (the label's `for`), label, value and change handler. */
export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Classes of the wrapper (spacing, grid column). */
  className?: string;
}
