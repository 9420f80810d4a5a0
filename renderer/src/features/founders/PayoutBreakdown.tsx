import { Alert, Box, Group, Stack, Table, Text } from '@mantine/core';
import { isViolation, NEUTRAL, type Payout, type PayoutLine, type Violation } from '@shared/rules/founders';
import { ColourDot } from './ColourDot';
import { ownerLabel } from './colours';
import { useTranslation } from 'react-i18next';
import { useFoundersWords, type FoundersWords } from './useFoundersWords';
import type { TFunction } from 'i18next';

/**
 * The engine's payout, line by line, before it is applied: each tile used, what it earns, what it
 * pays its own prerequisites and what its owner keeps, with the rule's reason; then each player's total.
 */
export function PayoutBreakdown({ payout }: { payout: Payout | Violation | null }) {
  const { t } = useTranslation();
  const words = useFoundersWords();
  if (payout === null)
    return (
      <Text c="dimmed" fs="italic">
        {t('founders.payout.choose')}
      </Text>
    );
  if (isViolation(payout)) {
    return (
      <Alert color="yellow" title={t('founders.payout.problem')} data-testid="payout-problem">
        {/* The engine's refusal in the screen's language (its key and values); the English sentence where it has none. */}
        {payout.refusal ? words.refusal(payout.refusal) : payout.violation}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="payout-breakdown">
      <Table verticalSpacing={6} fz="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('founders.payout.tile')}</Table.Th>
            <Table.Th>{t('founders.payout.owner')}</Table.Th>
            <Table.Th ta="right">{t('founders.payout.earns')}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              {t('founders.payout.paysOut')}
            </Table.Th>
            <Table.Th ta="right">{t('founders.payout.keeps')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payout.lines.map((line, index) => (
            <Table.Tr key={`${line.tile}-${index}`} data-testid="payout-line">
              <Table.Td>
                <Box pl={line.depth * 24}>
                  <Text fw={600}>
                    {line.depth > 0 ? '↳ ' : ''}
                    {words.resource(line.resource)}{' '}
                    <Text span c="dimmed" size="sm">
                      ({words.tile(line.tile, line.resource)})
                    </Text>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {whyOf(line, t, words)}
                  </Text>
                </Box>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <ColourDot colour={line.owner} />
                  {ownerLabel(line.owner, t)}
                </Group>
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {line.earned}
              </Table.Td>
              <Table.Td ta="right">{line.paidToPrerequisites > 0 ? `−${line.paidToPrerequisites}` : '—'}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {line.kept}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xl">
        {payout.points.map((entry) => (
          <Group key={entry.colour} gap={8} wrap="nowrap">
            <ColourDot colour={entry.colour} size={20} />
            <Text fz={28} fw={800} lh={1} data-testid={`payout-total-${entry.colour}`}>
              {entry.colour} +{entry.points}
            </Text>
          </Group>
        ))}
        {payout.lost > 0 && (
          <Text c="dimmed" data-testid="payout-lost">
            {t('founders.payout.lost', { count: payout.lost })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Why a tile earns what it does, in the screen's language: the reason payout.ts gives in English
 * (`line.why`), worded from the line. A prerequisite paid by its own owner is kept (Delivering
 * Resources and Earning Points).
 */
function whyOf(line: PayoutLine, t: TFunction, words: FoundersWords): string {
  const resource = words.resource(line.resource);
  if (line.owner === NEUTRAL) return t('founders.payout.why.neutral', { resource, earned: line.earned });
  return t('founders.payout.why.earns', {
    owner: line.owner,
    resource,
    earned: line.earned,
    paid: line.paidToPrerequisites,
    kept: line.kept,
    clamp: line.earned - line.paidToPrerequisites < 0 ? 'yes' : 'no',
    own: line.paidBy === line.owner ? 'yes' : 'no',
  });
}
