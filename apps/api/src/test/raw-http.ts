import net from 'node:net';

/** One answer read off a raw socket: its status, headers and body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A single keep-alive connection driven byte by byte, so a test sees exactly what a client on that
 * connection sees: whether the next request is answered, or the connection hangs or closes.
 */
export class RawConnection {
  private readonly socket: net.Socket;
  private buffered = Buffer.alloc(0);
  private closed = false;
  private wake: (() => void) | undefined;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.wake?.();
    });
    const end = () => {
      this.closed = true;
      this.wake?.();
    };
    socket.on('end', end);
    socket.on('close', end);
    socket.on('error', end);
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  get isClosed() {
    return this.closed;
  }

  /** Writes the request; a server that answers early and closes may stop reading, which is fine. */
  send(head: string, body: Buffer = Buffer.alloc(0)) {
    if (this.closed) throw new Error('connection closed');
    this.socket.write(Buffer.concat([Buffer.from(head), body]), () => {});
  }

  /** The next whole answer, or an error naming a hang or a close. */
  async read(timeoutMs = 5_000): Promise<RawAnswer> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = this.takeAnswer();
      if (answer) return answer;
      if (this.closed) throw new Error('connection closed before an answer');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no answer within ${timeoutMs} ms (hang)`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  close() {
    this.socket.destroy();
  }

  private takeAnswer(): RawAnswer | null {
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const [statusLine = '', ...lines] = this.buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let rest = this.buffered.subarray(headEnd + 4);
    let body: Buffer;
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      let offset = 0;
      for (;;) {
        const lineEnd = rest.indexOf('\r\n', offset);
        if (lineEnd < 0) return null;
        const size = Number.parseInt(rest.subarray(offset, lineEnd).toString('latin1'), 16);
        if (rest.length < lineEnd + 2 + size + 2) return null;
        chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        offset = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(chunks);
      rest = rest.subarray(offset);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (rest.length < length) return null;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    this.buffered = rest;
    return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
  }
}

/** The head of an HTTP/1.1 request with a body of `length` bytes. */
export const requestHead = (
  method: string,
  path: string,
  headers: Record<string, string>,
  length: number,
): string =>
  `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}content-length: ${length}\r\n\r\n`;
