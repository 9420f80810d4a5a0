/** The host services' own refusals (main/services, main/summary, main/db, main/host.ts): requests that name something not there or cannot be carried out; and failures of the system under Haven (disk full, permissions, ports). */
export const host = {};
