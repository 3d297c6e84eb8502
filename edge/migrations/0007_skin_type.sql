-- The skin type a customer chooses on the for-me screen, one of shared/schemas/for-me-calls.ts
-- SKIN_TYPES; NULL until they choose.
ALTER TABLE customers ADD COLUMN skin_type_cd TEXT CHECK (skin_type_cd IN ('DRY', 'OILY', 'COMBINATION', 'SENSITIVE', 'TROUBLE'));
