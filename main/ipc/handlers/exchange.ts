import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

/** Campaign files in and out, and the printable summaries (HTML; each shell prints it its own way). */
export function exchangeHandlers(ctx: HandlerContext): Pick<`exchange.${string}` | `summary.${string}`> {
  const { exchange, summaries } = ctx.services;
  return {
    'exchange.exportCampaign': async ({ campaignId }, { language }) => {
      const { fileName, file, leftOut } = await exchange.exportCampaign(campaignId, language);
      return { fileName, text: JSON.stringify(file, null, 1), leftOut };
    },
    'exchange.importCampaign': ({ text }) => exchange.importCampaign(text),
    'exchange.importGhs': ({ text }, { language }) => exchange.importGhs(text, language),
    'summary.campaignHtml': ({ campaignId, paper }, { language }) => summaries.campaignPage(campaignId, paper, language),
    'summary.scenarioHtml': ({ summaryId, paper }, { language }) => summaries.scenarioPage(summaryId, paper, language),
    'summary.scenarios': ({ campaignId }, { language }) => summaries.scenarios(campaignId, language),
    'summary.pdf': async ({ kind, id, paper }, { language }) => {
      const page =
        kind === 'campaign' ? await summaries.campaignPage(id, paper, language) : await summaries.scenarioPage(id, paper, language);
      const pdf = await ctx.printPdf(page.html, paper);
      return { fileName: page.fileName, pdfBase64: pdf.toString('base64') };
    },
  };
}
