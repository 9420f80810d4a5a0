import { useTranslation } from 'react-i18next';
import type { Element, WorkedOutAction } from '@shared/rules/scenario';
import { isConditionToken } from '@shared/rules/scenario/input';
import { wordLine, type Translate } from '@shared/rules/words';
import { conditionWord, elementWord } from '../../common/play/game-words';
import { ConditionIcon, ElementIcon } from './icons';

/** The actions Haven words itself (infuse, consume, condition, special and summon are shown their own way). */
const WORDED = ['move', 'attack', 'range', 'target', 'heal', 'shield', 'retaliate', 'pierce', 'jump', 'flying', 'loot', 'summon'] as const;
const isWorded = (type: WorkedOutAction['type']): type is (typeof WORDED)[number] => (WORDED as readonly string[]).includes(type);

const size = (isSub: boolean, main: 'md' | 'lg') => `var(--mantine-font-size-${isSub ? 'sm' : main})`;
const WITH_ICON: React.CSSProperties = { display: 'flex', alignItems: 'center', gap: 4 };
const LIST: React.CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2 };
const SUBS: React.CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, paddingLeft: 'var(--mantine-spacing-sm)' };

function ActionPart({ action, isSub }: { action: WorkedOutAction; isSub: boolean }) {
  const { t } = useTranslation();
  if (action.type === 'condition' && action.condition) {
    // A bless or a curse is a modifier card, not a token: its word without a condition's icon.
    return (
      <span style={WITH_ICON}>
        {isConditionToken(action.condition) && <ConditionIcon condition={action.condition} size={isSub ? 18 : 22} />}
        <span style={{ fontSize: size(isSub, 'md') }}>{conditionWord(t, action.condition)}</span>
      </span>
    );
  }
  if ((action.type === 'infuse' || action.type === 'consume') && action.element) {
    return (
      <span style={WITH_ICON}>
        <ElementIcon element={action.element as Element} size={isSub ? 18 : 22} />
        <span style={{ fontSize: size(isSub, 'md') }}>
          {t(action.type === 'infuse' ? 'play.actions.infuse' : 'play.actions.consume', {
            element: elementWord(t, action.element as Element),
          })}
          {action.subActions.length > 0 ? ':' : ''}
        </span>
      </span>
    );
  }
  if ((action.type === 'special' || action.type === 'summon' || !isWorded(action.type)) && action.words) {
    // A line Haven words itself (push, areas, who is affected): in the screen's language.
    return (
      <span style={{ display: 'block', fontSize: 'var(--mantine-font-size-sm)', fontWeight: isSub ? 500 : 600, lineHeight: 1.25 }}>
        {wordLine(action.words, t as unknown as Translate)}
      </span>
    );
  }
  if (action.type === 'special' || action.type === 'summon') {
    // Text kept as written (push, areas, boss specials): smaller, so a long line still fits the card.
    // It is the content pack's own text, shown as it came like its names (not Haven's words: translate="no").
    return (
      <span
        translate="no"
        style={{ display: 'block', fontSize: 'var(--mantine-font-size-sm)', fontWeight: isSub ? 500 : 600, lineHeight: 1.25 }}
      >
        {action.text ?? ''}
      </span>
    );
  }
  const name = isWorded(action.type) ? t(`play.actions.${action.type}`) : action.type;
  const word = action.value !== undefined ? t('play.actions.withValue', { word: name, value: action.value }) : name;
  return <span style={{ display: 'block', fontSize: size(isSub, 'lg'), fontWeight: isSub ? 500 : 700 }}>{word}</span>;
}

/**
 * A card's actions worked out for one rank: "Move 3", "Attack 4" with "Range 3, Poison" beneath.
 * Plain elements: a draw shows every monster type's card at once.
 */
export function ActionList({ actions, testId }: { actions: WorkedOutAction[]; testId?: string }) {
  return (
    <div style={LIST} data-testid={testId}>
      {actions.map((action, i) => (
        <div key={i}>
          <ActionPart action={action} isSub={false} />
          {action.subActions.length > 0 && (
            <div style={SUBS}>
              {action.subActions.map((sub, j) => (
                <ActionPart key={j} action={sub} isSub />
              ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
