/** A request that names something that is not there; nothing was changed. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

/** A request that cannot be carried out as asked (not a rule of the game); nothing was changed. */
export class RequestError extends Error {
  override readonly name: string = 'RequestError';
}
