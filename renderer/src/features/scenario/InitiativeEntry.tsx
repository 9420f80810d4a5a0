import { Button, Group, Input, Menu, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterState, InitiativeChoice } from '@shared/rules/scenario';
import { usePlayActions } from '../../common/play/play-context';
import { CommandLock } from '../../common/table/PlaySeatLocks';
import { useOwnCharacter } from '../../common/table/seat';

/**
 * Reads "12" (the leading card), "12 45" (leading card, other card) or "r" (long rest) from one
 * field, so the table enters every initiative with the keyboard: type, Enter, and the next
 * character's field has the focus. The other card only breaks ties (1st ed. rulebook p. 18).
 */
export function parseInitiative(text: string): InitiativeChoice | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'r' || trimmed === 'rest' || trimmed === 'long rest') return { kind: 'longRest' };
  const match = /^(\d{1,2})(?:[\s,/]+(\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const leading = Number(match[1]);
  if (match[2] === undefined) return leading >= 1 ? { kind: 'cards', leading } : null;
  const second = Number(match[2]);
  return leading >= 1 && second >= 1 ? { kind: 'cards', leading, second } : null;
}

type Chooser = Pick<CharacterState, 'id' | 'name' | 'isExhausted' | 'initiative'>;

export function InitiativeEntry({ characters }: { characters: Chooser[] }) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const [texts, setTexts] = useState<Record<string, string>>({});
  /** Whose typed initiatives could not be read (worded at render, in the language shown). */
  const [problem, setProblem] = useState<string | null>(null);
  const refs = useRef<Record<string, HTMLInputElement | null>>({});
  /** Each field's text as typed, and whose is on its way: a field left while its Enter is answered sends nothing twice. */
  const typed = useRef<Record<string, string>>({});
  const sending = useRef<Set<string>>(new Set());
  // A player's device: its own character first, the others' fields greyed out (issue 17).
  const own = useOwnCharacter();
  const active = characters.filter((c) => !c.isExhausted).sort((a, b) => Number(b.id === own) - Number(a.id === own));
  const type = (id: string, value: string) => {
    typed.current[id] = value;
    setTexts((t) => ({ ...t, [id]: value }));
  };
  const submit = async (character: Chooser, choice = parseInitiative(typed.current[character.id] ?? ''), isLeaving = false) => {
    if (!choice) {
      setProblem(character.name);
      return;
    }
    setProblem(null);
    sending.current.add(character.id);
    const isSent = await exec({ type: 'ChooseInitiative', characterId: character.id, choice }).finally(() =>
      sending.current.delete(character.id),
    );
    if (!isSent) return;
    type(character.id, '');
    if (isLeaving) return;
    const next = active[active.indexOf(character) + 1];
    // The last initiative in: leave the field so D draws at once.
    if (next) refs.current[next.id]?.focus();
    else refs.current[character.id]?.blur();
  };
  /** A number typed and left without Enter is sent; what does not read says it was not sent. */
  const leave = (character: Chooser) => {
    if (sending.current.has(character.id) || !(typed.current[character.id] ?? '').trim()) return;
    void submit(character, undefined, true);
  };
  return (
    <Stack gap={6} data-testid="initiative-entry">
      {active.map((character, i) => (
        <CommandLock key={character.id} command={{ type: 'ChooseInitiative', characterId: character.id, choice: { kind: 'longRest' } }}>
          <Stack gap={2}>
            {/* The name above its field, whole: at 1024×768 the round panel is ~210 px wide, too narrow for both on one line. */}
            <Text fw={700} fz="sm" style={{ overflowWrap: 'break-word' }}>
              {character.name}
            </Text>
            <Group gap={6} wrap="nowrap">
              {/* Input without its wrapper (no label: the name is beside it): it mounts on every undo of a draw, and the wrapper renders twice to set its id. */}
              <Input
                ref={(el) => {
                  refs.current[character.id] = el;
                }}
                aria-label={t('play.initiative.label', { name: character.name })}
                data-testid={`initiative-${character.id}`}
                data-initiative-field
                placeholder={
                  character.initiative
                    ? character.initiative.kind === 'longRest'
                      ? t(character.initiative.isForced ? 'play.initiative.mustRest' : 'play.initiative.rest')
                      : character.initiative.second === undefined
                        ? String(character.initiative.leading)
                        : t('play.initiative.cards', { leading: character.initiative.leading, second: character.initiative.second })
                    : t('play.initiative.hint')
                }
                value={texts[character.id] ?? ''}
                onChange={(e) => type(character.id, e.currentTarget.value)}
                onBlur={() => leave(character)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void submit(character);
                  }
                }}
                size="md"
                style={{ flex: '1 1 112px', minWidth: 72 }}
                autoFocus={i === 0 && character.initiative === null}
                styles={{ input: character.initiative ? { borderColor: 'var(--mantine-color-green-6)' } : undefined }}
              />
              {/* A forced long rest (fewer than two cards to play, 1st ed. rulebook p. 17) is marked as such. */}
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="default" size="md" px={8} style={{ flexShrink: 0 }} data-testid={`rest-${character.id}`}>
                    {t('play.initiative.restButton')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => void submit(character, { kind: 'longRest' })}>{t('play.initiative.longRest')}</Menu.Item>
                  <Menu.Item
                    onClick={() => void submit(character, { kind: 'longRest', isForced: true })}
                    data-testid={`forced-rest-${character.id}`}
                  >
                    {t('play.initiative.forcedRest')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Stack>
        </CommandLock>
      ))}
      {problem && (
        <Text c="red" fz="sm">
          {t('play.initiative.problem', { name: problem })}
        </Text>
      )}
    </Stack>
  );
}
