/** Scenario layouts imported from the Virtual Gloomhaven Board (migration 0009). JSON columns hold text; the service parses them. */
export interface LayoutTables {
  layout_imports: {
    id: string;
    name: string;
    /** What the import said: counts by set and the data's known faults (LayoutImportReport). */
    report: string;
    imported_at: string;
  };
  scenario_layouts: {
    import_id: string;
    scenario_set: string;
    scenario_number: number;
    name: string;
    /** A checked haven-layout/1 layout (shared/layout/model.ts). */
    layout: string;
  };
}
