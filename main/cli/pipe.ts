/**
 * `haven history ID | head -3`: once the reader has what it wants it closes the pipe, and the
 * next write fails with EPIPE. That is the reader's choice, not a failure: the command ends
 * quietly (status 0) instead of printing a stack.
 */
export function endQuietlyOnClosedPipe(stream: NodeJS.EventEmitter, exit: (code: number) => void = (code) => process.exit(code)): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') exit(0);
    else throw error;
  });
}
