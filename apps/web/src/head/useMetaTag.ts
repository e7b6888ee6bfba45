import { useEffect } from 'react';

/** Keeps one named <meta> tag in the document head while the page shows (none when meta is null). */
export function useMetaTag(meta: { name: string; content: string } | null): void {
  const name = meta?.name;
  const content = meta?.content;
  useEffect(() => {
    if (!name || content === undefined) return;
    const tag = document.createElement('meta');
    tag.name = name;
    tag.content = content;
    document.head.append(tag);
    return () => tag.remove();
  }, [name, content]);
}
