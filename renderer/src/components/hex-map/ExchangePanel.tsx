import { Alert, Button, FileButton, Group, Stack, Textarea } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMonsterTurnQuery, toMonsterTurnQuery } from '@shared/automaton/query';
import type { BoardPosition } from '@shared/map/position';

interface Props {
  /** Why there is nothing to export yet, or null. */
  problem: string | null;
  /** The position now; read only when exporting, so that edits do not re-render this panel. */
  currentPosition(): BoardPosition;
  onImport(position: BoardPosition): void;
}

/**
 * The position as a monster-turn/1 query, to share a contested decision or attach it to a bug
 * report; the same file goes into `haven monster-turn FILE`. Import takes a file or pasted text.
 */
export const ExchangePanel = memo(function ExchangePanel({ problem, currentPosition, onImport }: Props) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const [isPasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  // Exported on demand: the board re-renders on every edit, and a large map makes a long text.
  const exportText = (): string | null => {
    const exported = toMonsterTurnQuery(currentPosition(), 'Haven board');
    return 'query' in exported ? `${JSON.stringify(exported.query, null, 2)}\n` : null;
  };

  const download = () => {
    const text = exportText();
    if (text === null) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'monster-turn.json';
    link.click();
    URL.revokeObjectURL(url);
  };
  const copy = async () => {
    const text = exportText();
    if (text === null) return;
    try {
      await navigator.clipboard.writeText(text);
      setMessage({ color: 'green', text: t('hexMap.exchange.copied') });
    } catch {
      setMessage({ color: 'red', text: t('hexMap.exchange.noClipboard') });
    }
  };
  const read = (source: string) => {
    let json: unknown;
    try {
      json = JSON.parse(source);
    } catch (e) {
      setMessage({ color: 'red', text: t('hexMap.exchange.notJson', { message: (e as Error).message }) });
      return;
    }
    const result = fromMonsterTurnQuery(json);
    if ('problem' in result) return setMessage({ color: 'red', text: result.problem });
    onImport(result.position);
    setMessage({
      color: 'green',
      text: t('hexMap.exchange.imported', { hexes: Object.keys(result.position.tiles).length, figures: result.position.figures.length }),
    });
    setPasting(false);
    setPasted('');
  };

  return (
    <Stack gap="xs">
      <Group gap={6}>
        <Button size="xs" variant="default" onClick={download} disabled={problem !== null} title={problem ?? undefined}>
          {t('hexMap.exchange.download')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void copy()} disabled={problem !== null}>
          {t('hexMap.exchange.copy')}
        </Button>
        <FileButton accept="application/json,.json" onChange={(file) => file && void file.text().then(read)}>
          {(props) => (
            <Button size="xs" variant="default" {...props}>
              {t('hexMap.exchange.importFile')}
            </Button>
          )}
        </FileButton>
        <Button size="xs" variant="default" onClick={() => setPasting((p) => !p)}>
          {t('hexMap.exchange.paste')}
        </Button>
      </Group>
      {isPasting && (
        <Stack gap={4}>
          <Textarea
            label={t('hexMap.exchange.query')}
            autosize
            minRows={3}
            maxRows={10}
            value={pasted}
            onChange={(e) => setPasted(e.currentTarget.value)}
          />
          <Button size="xs" onClick={() => read(pasted)} disabled={pasted.trim() === ''}>
            {t('hexMap.exchange.importPasted')}
          </Button>
        </Stack>
      )}
      {message && (
        <Alert color={message.color} withCloseButton onClose={() => setMessage(null)} data-testid="exchange-message">
          {message.text}
        </Alert>
      )}
    </Stack>
  );
});
