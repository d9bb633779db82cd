-- Decision 0985: the CHECKs on attendance.signature and session_slots.trainer_signature call
-- private.signature_fits, which reads the PNG header with private.png_size. Run as the writer (an admin moving a
-- half-day, a trainer signing), the call needed USAGE on schema private, which no API role has: on PostgreSQL every
-- update of those rows by a signed-in account failed with 42501 (PGlite runs the checks as its one superuser). The
-- check is a pure function of its argument: it now runs as its owner.
alter function private.signature_fits(text) security definer;
