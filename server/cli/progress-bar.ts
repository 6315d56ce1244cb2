/** A one-line progress bar on stderr, redrawn in place. */
export function progressBar(label: string) {
  return (done: number, total: number, step: string) => {
    const width = 30;
    const share = total === 0 ? 1 : done / total;
    const filled = Math.round(share * width);
    process.stderr.write(
      `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round(share * 100)}% ${step}   `,
    );
    if (done >= total) process.stderr.write('\n');
  };
}
