import { Button } from '@mantine/core';
import { useCall } from '../../bridge/hooks';
import { openPrintTarget } from '../exchange/print-view';

/** After a scenario: its printed summary, through the same print view as the campaign page's menu. */
export function PrintSummaryButton({ sessionId }: { sessionId: string }) {
  const call = useCall();
  return (
    <Button
      variant="default"
      data-testid="print-summary"
      onClick={() => {
        const target = openPrintTarget();
        call('summary.scenarioHtml', { summaryId: sessionId, paper: 'a4' }).then(
          (page) => target.show(page.html),
          (error: Error) => target.fail(error.message),
        );
      }}
    >
      Print the summary
    </Button>
  );
}
