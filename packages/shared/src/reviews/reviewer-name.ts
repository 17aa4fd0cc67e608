/** How a reviewer is shown to the public: first name and the initial of the last ('Nusrat Jahan' → 'Nusrat J.'). */
export function publicReviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!;
  const last = [...words[words.length - 1]!][0]!;
  return `${words[0]} ${last}.`;
}
