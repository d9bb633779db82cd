-- The people search's index (decision 1078) is an expression over public.person_search_words(), and PostgreSQL checks
-- EXECUTE on that function whenever a row of profiles is written: a signed-in person renaming themselves, or an admin
-- changing a profile, was refused « permission denied for function person_search_words ». The function only splits a
-- name and an e-mail into words, so the signed-in role may run it.
grant execute on function public.person_search_words(text, text) to authenticated;
