export type Paper = 'a4' | 'letter';
export const PAPERS: readonly Paper[] = ['a4', 'letter'];

/**
 * The one print stylesheet of every summary, for the PDF renderers and for a browser's print alike.
 * Black on white (it goes to a home printer), fluid widths so A4 and Letter both fit, fixed table
 * layouts with wrapping cells so no column runs off the page, and rows that never split across pages.
 */
export function printCss(paper: Paper): string {
  return `
@page { size: ${paper === 'a4' ? 'A4' : 'letter'}; margin: 14mm 13mm 16mm; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
body { font: 10.5pt/1.35 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
@media screen { body { max-width: 190mm; margin: 8mm auto; padding: 0 6mm; } }
header.summary { border-bottom: 2pt solid #000; padding-bottom: 3mm; margin-bottom: 4mm; }
header.summary h1 { font-size: 18pt; margin: 0 0 1mm; }
header.summary p { margin: 0; }
h2 { font-size: 12.5pt; margin: 5mm 0 2mm; padding-bottom: 0.8mm; border-bottom: 0.75pt solid #000; break-after: avoid; page-break-after: avoid; }
section { break-inside: auto; }
section.keep { break-inside: avoid; page-break-inside: avoid; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 1mm 5mm; margin: 0; }
dl.facts dt { font-weight: bold; }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
table { width: 100%; border-collapse: collapse; table-layout: auto; margin: 0 0 2mm; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
th, td { border: 0.75pt solid #000; padding: 1.2mm 1.6mm; text-align: left; vertical-align: top; overflow-wrap: break-word; }
th { background: #e6e6e6; font-weight: bold; white-space: nowrap; }
/* Numbers and short words never wrap; free text may break anywhere, so a table always fits the page. */
td.num, th.num { text-align: right; white-space: nowrap; width: 1%; }
td.narrow, th.narrow { white-space: nowrap; width: 1%; }
td.text { overflow-wrap: anywhere; }
/* Free-text columns keep a fair share: long unbreakable German names (a class, a compound item name)
   elsewhere in the row must not squeeze items and perks into a column one word wide. */
th.text, td.text { min-width: 30mm; }
ul { margin: 0; padding-left: 5mm; }
li { break-inside: avoid; }
p.muted, span.muted { color: #333; font-style: italic; }
.notes-lines { margin-top: 1mm; }
.notes-lines div { height: 8mm; border-bottom: 0.5pt solid #777; }
.outcome { font-weight: bold; text-transform: uppercase; letter-spacing: 0.5pt; }
/* The set-up map: as wide as the page allows, never wider; hexes stay hexes. */
.setup-map-frame { margin: 1mm 0 2mm; }
svg.setup-map { display: block; max-width: 100%; max-height: 150mm; height: auto; }
footer.summary { margin-top: 6mm; font-size: 8.5pt; color: #333; border-top: 0.5pt solid #000; padding-top: 1.5mm; }
`;
}
