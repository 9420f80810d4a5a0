import { Autocomplete, Badge, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  items: string[];
  onAdd(item: string): void;
  onRemove(item: string): void;
  placeholder?: string;
  emptyText?: string;
  canAdd?: boolean;
  addHint?: string;
  /** Names to pick from (free entry stays possible). */
  suggestions?: string[];
  /** Whether a name may be listed more than once (a perk with several checkboxes). */
  allowRepeats?: boolean;
  /** How an entry reads (a content name in the reader's language); the entry itself is what is kept. */
  nameOf?(item: string): string;
}

/** A list of names (achievements, items, perks) with a field to add one and a cross to remove one. */
export function ListEditor({
  label,
  items,
  onAdd,
  onRemove,
  placeholder,
  emptyText,
  canAdd = true,
  addHint,
  suggestions = [],
  allowRepeats = false,
  nameOf = (item) => item,
}: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const trimmed = draft.trim();
  const error =
    trimmed.length > 80
      ? t('common.list.atMost', { count: 80 })
      : !allowRepeats && items.includes(trimmed)
        ? t('common.list.already')
        : undefined;
  const field = {
    'aria-label': t('common.list.addTo', { label }),
    placeholder: canAdd ? placeholder : addHint,
    disabled: !canAdd,
    value: draft,
    error,
    description: canAdd ? t('common.list.pressEnter') : undefined,
    onKeyDown: (e: React.KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter' && trimmed && !error) {
        onAdd(trimmed);
        setDraft('');
      }
    },
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          {emptyText ?? t('common.list.none')}
        </Text>
      ) : (
        <Group gap="xs">
          {items.map((item, i) => (
            <Badge
              key={`${item}-${i}`}
              size="lg"
              variant="light"
              rightSection={
                <CloseButton size="xs" aria-label={t('common.list.remove', { item: nameOf(item) })} onClick={() => onRemove(item)} />
              }
            >
              {nameOf(item)}
            </Badge>
          ))}
        </Group>
      )}
      {suggestions.length > 0 ? (
        <Autocomplete {...field} data={[...new Set(suggestions)]} onChange={setDraft} />
      ) : (
        <TextInput {...field} onChange={(e) => setDraft(e.currentTarget.value)} />
      )}
    </Stack>
  );
}
