import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  value: number;
  /** Buttons that add these amounts (negative ones subtract). */
  steps: number[];
  onChange(delta: number): void;
  min?: number;
  max?: number;
  testId?: string;
  /** Shown under the number (e.g. the level it gives). */
  hint?: React.ReactNode;
}

/** A large number with quick +/- buttons and a field for any amount: built for tapping at the table. */
export function Counter({ label, value, steps, onChange, min, max, testId, hint }: Props) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | string>('');
  const n = typeof amount === 'number' ? amount : Number.NaN;
  const isValid = Number.isInteger(n) && n !== 0;
  const apply = (sign: 1 | -1) => {
    if (!isValid) return;
    onChange(sign * n);
    setAmount('');
  };
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {/* The steps go to a second line rather than past the edge of a phone (issue 17). */}
      <Group gap="xs" wrap="wrap">
        <Text fz={36} fw={700} lh={1} miw={70} data-testid={testId ? `${testId}-value` : undefined}>
          {value}
        </Text>
        {steps.map((step) => (
          <ActionIcon
            key={step}
            variant={step > 0 ? 'light' : 'default'}
            size="xl"
            aria-label={t('common.counter.step', { label, step: `${step > 0 ? '+' : ''}${step}` })}
            disabled={
              (min !== undefined && value + step < min && step < 0) || (max !== undefined && value + step > max && step > 0 && value >= max)
            }
            onClick={() => onChange(step)}
          >
            {step > 0 ? `+${step}` : step}
          </ActionIcon>
        ))}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NumberInput
          aria-label={t('common.counter.amountOf', { label })}
          placeholder={t('common.counter.amount')}
          value={amount}
          onChange={setAmount}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          inputMode="numeric"
          w={110}
          error={amount !== '' && !isValid ? t('common.counter.whole') : undefined}
          onKeyDown={(e) => e.key === 'Enter' && apply(1)}
        />
        <ActionIcon variant="light" size="lg" aria-label={t('common.counter.add', { label })} disabled={!isValid} onClick={() => apply(1)}>
          +
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('common.counter.subtract', { label })}
          disabled={!isValid}
          onClick={() => apply(-1)}
        >
          −
        </ActionIcon>
      </Group>
      {hint}
    </Stack>
  );
}
