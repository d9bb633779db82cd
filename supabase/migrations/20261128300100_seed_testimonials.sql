-- Seed: the three testimonials of the home page, until now typed in web/src/content/home.ts (issue 28, decision
-- 0953), word for word and in the same order, now editable. They are the demo's, as the site already showed them: no
-- photographs (the site shows initials) and no client logos — the firm adds its own clients' logos, with their
-- consent, in « Contenus ». Inserted only into an empty table, so a restart keeps what the firm has since edited.
insert into public.testimonials (quote, person_name, person_role, organisation, status, sort_order)
select quote, person_name, person_role, organisation, 'published', sort_order
from (
  values
    ('La formation a transformé notre manière de piloter les projets. En six mois, nous avons réduit de moitié les retards sur notre programme d''extension du réseau.', 'Aminata Traoré', 'Directrice des projets', 'Sahel Énergies Nouvelles', 10),
    ('Des formateurs qui connaissent le terrain africain et des outils immédiatement applicables. Toute mon équipe a obtenu sa certification du premier coup.', 'Koffi Mensah', 'Responsable du bureau de projets', 'Groupe Financier Lagune', 20),
    ('L''accompagnement agile nous a permis de livrer notre plateforme de services en ligne en neuf mois, avec des usagers associés à chaque étape.', 'Fatou Ndiaye', 'Secrétaire générale', 'Agence de l''Administration Numérique', 30)
) as seed (quote, person_name, person_role, organisation, sort_order)
where not exists (select 1 from public.testimonials);
