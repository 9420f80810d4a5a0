// What shared/ may use of the runtime beyond the language: the globals that Node and browsers both
// have (shared/ runs in the host, the screens and the command line; tsconfig.json gives it neither
// Node's nor the DOM's types).
declare function structuredClone<T>(value: T): T;

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: ArrayBufferView | ArrayBuffer, options?: { stream?: boolean }): string;
}
