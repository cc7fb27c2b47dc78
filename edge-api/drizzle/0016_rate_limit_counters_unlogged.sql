-- The rate-limit counters write no WAL: a crash of PostgreSQL empties the table and every limit
-- it holds starts again (docs/decisions/009-unlogged-rate-limit-counters.md). drizzle's schema
-- has no word for UNLOGGED, so this is a custom migration and db:generate sees no change.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
