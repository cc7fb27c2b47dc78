// The lazy chunk's entry (see load-test-search.ts). Importing the catalogue index directly with
// import() would pull the whole catalogue into the first-load chunk, where the index also lives.
export { searchTests } from "@vyom/catalog";
