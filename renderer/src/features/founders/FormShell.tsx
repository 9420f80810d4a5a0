import { Button, Card, Group, Select, Stack, Text, Title, type MantineSize } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { playersInOrder } from '@shared/rules/founders';
import { useFounders } from './founders-context';

/** A panel of its own that is one form: a card with a heading, the fields, and its submit row. */
export function FormCard({
  title,
  onSubmit,
  noValidate,
  children,
}: {
  title: string;
  onSubmit(event: FormEvent): void;
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg">
      <form onSubmit={onSubmit} noValidate={noValidate}>
        <Stack>
          <Title order={3}>{title}</Title>
          {children}
        </Stack>
      </form>
    </Card>
  );
}

/** A form inside a larger panel: a bold line for its title, the fields below it. */
export function SubForm({
  title,
  onSubmit,
  testId,
  children,
}: {
  title: string;
  onSubmit(event: FormEvent): void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} data-testid={testId}>
      <Stack gap="xs">
        <Text fw={600}>{title}</Text>
        {children}
      </Stack>
    </form>
  );
}

/** A form's submit button at the end of its row, busy while the host applies the command. */
export function SubmitRow({ label, disabled, isBusy, size }: { label: string; disabled: boolean; isBusy: boolean; size?: MantineSize }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" size={size} disabled={disabled} loading={isBusy}>
        {label}
      </Button>
    </Group>
  );
}

/** A choice of one of the game's players, by colour, in table order. */
export function PlayerSelect({
  label,
  value,
  onChange,
  w = 150,
}: {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  w?: number;
}) {
  const { game } = useFounders();
  return (
    <Select allowDeselect={false} label={label} data={playersInOrder(game).map((p) => p.colour)} value={value} onChange={onChange} w={w} />
  );
}
