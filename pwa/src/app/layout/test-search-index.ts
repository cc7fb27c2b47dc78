// The lazy chunk's entry (see load-test-search.ts): the popup with the catalogue's search and the
// data it reads. Importing the catalogue index directly with import() would pull the whole
// catalogue into the first-load chunk, where the index also lives.
export { SearchPopup } from "./search-popup.tsx";
