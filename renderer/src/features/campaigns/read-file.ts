/** Which importer a chosen file is for: Haven's own campaign files name their format first. */
export function importerFor(text: string): 'exchange.importCampaign' | 'exchange.importGhs' {
  // Only the start is looked at; the host reads and checks the whole file.
  return /^\s*\{\s*"format"\s*:\s*"haven-campaign"/.test(text.slice(0, 200)) ? 'exchange.importCampaign' : 'exchange.importGhs';
}
