/** The look of every text input and select (a module of its own: a page with only a search box needs no FormField). */
export const inputClasses = 'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 aria-[invalid=true]:border-red-500';
