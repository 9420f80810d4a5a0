import { Card, Paper } from '@mantine/core';

/**
 * A bordered card that looks like Mantine's `Card withBorder` (its own classes), drawn as one plain
 * element: the play screen draws many at once, and Mantine's Card costs several components each.
 */
export function PlainCard({
  padding,
  background,
  width,
  style,
  testId,
  children,
}: {
  padding: 'xs' | 'sm';
  background?: string;
  width?: number;
  style?: React.CSSProperties;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`${Paper.classes.root} ${Card.classes.root}`}
      data-with-border
      data-orientation="vertical"
      data-testid={testId}
      style={{
        ['--card-padding' as string]: `var(--mantine-spacing-${padding})`,
        ['--paper-radius' as string]: 'var(--mantine-radius-md)',
        ...(background ? { backgroundColor: background } : {}),
        ...(width ? { width, flexShrink: 0 } : {}),
        ...style,
      }}
    >
      {children}
    </div>
  );
}
