import { useEffect, useEffectEvent, useRef } from 'react';
import styles from './SearchField.module.css';

interface SearchFieldProps {
  /** Read by screen readers; the placeholder shows what to type. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /**
   * Given, once, what the guest typed before the app attached, instead of `onChange`: for a
   * page that settles its own state as it attaches and must fold the letters into it.
   */
  onCatchUp?: ((typed: string) => void) | undefined;
  /** The box's place in its page (its width); the field's look is its own. */
  className?: string | undefined;
}

/**
 * A guest page's search box, in a `search` landmark. The page arrives drawn by the server: a
 * guest may type before the app attaches. The browser keeps those letters in the field, and
 * once, when the page first shows, `onChange` catches up with them; afterwards every letter
 * goes through it.
 */
export function SearchField({ label, placeholder, value, onChange, onCatchUp = onChange, className }: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const catchUpWithTyping = useEffectEvent(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onCatchUp(typed);
  });
  useEffect(() => catchUpWithTyping(), []);

  return (
    <div className={className} role="search">
      <label>
        <span className="sr-only">{label}</span>
        <input
          ref={input}
          className={styles.input}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
