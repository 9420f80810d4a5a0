import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deckWord } from '../../common/play/game-words';
import { CommandLock } from '../../common/table/PlaySeatLocks';
import { usePlayActions, usePlaySelect } from '../../common/play/play-context';

/** Every attack modifier deck: cards left, bless and curse inside (counted on their buttons), a tap shuffles one more in. */
export function DecksPanel() {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const decks = usePlaySelect((play) => play.view.modifierDecks);
  return (
    <Card withBorder padding="sm" data-testid="decks-panel">
      <Stack gap={6}>
        <Text fw={700}>{t('play.decks.title')}</Text>
        {decks.map((deck) => (
          // The deck's name and count on one line, its buttons beneath when the column is narrow.
          <Group key={deck.key} gap={4} wrap="wrap" justify="space-between" data-testid={`deck-${deck.key}`}>
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 110px' }}>
              <Text fw={700} fz="sm" truncate title={deckWord(t, deck.key, deck.name)}>
                {deckWord(t, deck.key, deck.name)}
              </Text>
              <Text fz="xs" c={deck.needsShuffle ? 'orange' : 'dimmed'}>
                {t(deck.needsShuffle ? 'play.decks.shuffles' : 'play.decks.count', { draw: deck.draw, total: deck.draw + deck.discard })}
              </Text>
            </Stack>
            {/* On a table device: a player blesses or curses its own deck only (the host's rule). */}
            <CommandLock command={{ type: 'ShuffleInModifierCard', deck: deck.key, card: 'bless' }}>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-md"
                  variant={deck.blesses > 0 ? 'filled' : 'light'}
                  color="yellow"
                  onClick={() => void exec({ type: 'ShuffleInModifierCard', deck: deck.key, card: 'bless' })}
                  data-testid={`bless-${deck.key}`}
                >
                  {t('play.decks.bless')}{' '}
                  <Text span fw={900} ml={4} data-testid={`blesses-${deck.key}`}>
                    {deck.blesses}
                  </Text>
                </Button>
                <Button
                  size="compact-md"
                  variant={deck.curses > 0 ? 'filled' : 'light'}
                  color="grape"
                  onClick={() => void exec({ type: 'ShuffleInModifierCard', deck: deck.key, card: 'curse' })}
                  data-testid={`curse-${deck.key}`}
                >
                  {t('play.decks.curse')}{' '}
                  <Text span fw={900} ml={4} data-testid={`curses-${deck.key}`}>
                    {deck.curses}
                  </Text>
                </Button>
              </Group>
            </CommandLock>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
