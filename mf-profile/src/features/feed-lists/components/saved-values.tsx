import chip from '../../../components/ui/chip.module.css';
import styles from './editable-list.module.css';

interface SavedValuesProps {
  values: readonly string[];
  /** The spec's empty text for this list. */
  empty: string;
  /** How a value reads ('ireland' → 'Ireland'). */
  label?: (value: string) => string;
}

/** A list's saved values as chips, or its empty text. */
export function SavedValues({ values, empty, label = (value) => value }: SavedValuesProps) {
  if (values.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={chip.chips}>
      {values.map((value) => (
        <li key={value} className={chip.chip}>
          {label(value)}
        </li>
      ))}
    </ul>
  );
}
