let second = -1;
let text = '';

/** The Date header's value for now, made at most once a second (as Node's server does). */
export function httpDate(): string {
  const current = Math.floor(Date.now() / 1000);
  if (current !== second) {
    second = current;
    text = new Date(current * 1000).toUTCString();
  }
  return text;
}
