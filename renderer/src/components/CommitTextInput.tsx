import { TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  value: string;
  onCommit(value: string): void;
  placeholder?: string;
  isMultiline?: boolean;
  maxLength?: number;
  isRequired?: boolean;
}

/** A text field that saves when you press Enter or leave it, and says what is wrong as you type. */
export function CommitTextInput({ label, value, onCommit, placeholder, isMultiline, maxLength = 80, isRequired }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // A new value from the host (a rename elsewhere, an undo) replaces the draft, as it renders.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }
  const error =
    draft.length > maxLength
      ? t('common.list.atMost', { count: maxLength })
      : isRequired && draft.trim() === ''
        ? t('common.notEmpty')
        : undefined;
  const commit = () => {
    if (!error && draft.trim() !== value) onCommit(draft.trim());
  };
  const common = {
    label,
    placeholder,
    value: draft,
    error,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setDraft(e.currentTarget.value),
    onBlur: commit,
  };
  return isMultiline ? (
    <Textarea {...common} autosize minRows={3} />
  ) : (
    <TextInput {...common} onKeyDown={(e) => e.key === 'Enter' && commit()} />
  );
}
