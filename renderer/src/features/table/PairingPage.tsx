import { Alert, Button, Container, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postTable, type Seat } from './table-me';

/**
 * A phone or tablet joins the table (issue 17): the code the host shows, a name for this device,
 * and a role — game master, or the player of one character of a scenario being played. The
 * code opens the list of characters; pairing uses it up.
 */
export function PairingPage({ notice, onPaired }: { notice: string | null; onPaired(): void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [seats, setSeats] = useState<Seat[] | null>(null);
  const [choice, setChoice] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function check(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await postTable<{ seats: Seat[] }>('/table/preview', { code });
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    setError(null);
    setSeats(answer.value.seats);
    setChoice(answer.value.seats.length > 0 ? '' : 'gm');
  }

  async function pair(event: React.FormEvent) {
    event.preventDefault();
    const seat = seats?.find((s) => `${s.sessionId}/${s.characterId}` === choice);
    setBusy(true);
    const answer = await postTable('/table/pair', {
      code,
      deviceName: name,
      role: choice === 'gm' ? 'gm' : 'player',
      ...(seat ? { sessionId: seat.sessionId, characterId: seat.characterId } : {}),
    });
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    onPaired();
  }

  return (
    <Container size={480} py="md" data-testid="pairing">
      <Stack>
        <Title order={2}>{t('table.pairing.title')}</Title>
        {notice && (
          <Alert color="orange" data-testid="pairing-notice">
            {notice}
          </Alert>
        )}
        <Text c="dimmed">{t('table.pairing.intro')}</Text>
        {seats === null ? (
          <form onSubmit={(e) => void check(e)}>
            <Stack>
              <TextInput
                label={t('table.pairing.code')}
                placeholder="K7P-Q2M"
                translate="no"
                size="lg"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                data-testid="pairing-code"
              />
              <Button type="submit" size="lg" loading={isBusy}>
                {t('table.pairing.next')}
              </Button>
            </Stack>
          </form>
        ) : (
          <form onSubmit={(e) => void pair(e)}>
            <Stack>
              <TextInput
                label={t('table.pairing.name')}
                placeholder={t('table.pairing.namePlaceholder')}
                size="lg"
                value={name}
                maxLength={40}
                onChange={(e) => setName(e.currentTarget.value)}
                required
                data-testid="pairing-name"
              />
              <Radio.Group label={t('table.pairing.role')} value={choice} onChange={setChoice} required>
                <Stack gap="xs" mt="xs">
                  {seats.map((seat) => (
                    <Choice
                      key={`${seat.sessionId}/${seat.characterId}`}
                      value={`${seat.sessionId}/${seat.characterId}`}
                      label={t('table.pairing.playing', { name: seat.characterName })}
                      testId={`Playing ${seat.characterName}`}
                      description={seat.sessionName}
                    />
                  ))}
                  <Choice value="gm" label={t('table.pairing.gm')} description={t('table.pairing.gmHint')} testId="gm" />
                </Stack>
              </Radio.Group>
              {seats.length === 0 && <Text c="dimmed">{t('table.pairing.noSeats')}</Text>}
              <Button type="submit" size="lg" loading={isBusy} disabled={choice === ''}>
                {t('table.pairing.pair')}
              </Button>
            </Stack>
          </form>
        )}
        {error && (
          <Alert color="red" data-testid="pairing-error">
            {error}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

/** One role to choose: the whole card is the target (a thumb's width on a phone). */
function Choice({ value, label, description, testId }: { value: string; label: string; description: string; testId: string }) {
  return (
    <Radio.Card value={value} radius="md" p="sm" mih={56} data-testid={`pairing-role-${testId}`}>
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        <div>
          <Text fw={700}>{label}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}
