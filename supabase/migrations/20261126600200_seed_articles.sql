-- Seed: the blog's articles, until now typed in web/src/content/blog.ts (issue 28, decision 0893), now editable.
-- Written once from that file (Markdown + the sanitised HTML server/src/content/sanitize.ts renders); a start on an
-- existing database keeps what the firm has since edited (on conflict do nothing).
insert into public.articles
  (slug, title, summary, body, body_html, author_name, author_position, theme, reading_minutes, status, published_at)
values
  ('bureau-de-projets-en-six-mois', 'Mettre en place un bureau de projets en six mois : les étapes qui comptent', 'Un bureau de projets utile ne commence pas par un outil, mais par trois décisions : ce qu''il doit rendre visible, à qui, et à quel rythme.', 'Beaucoup d''organisations créent un bureau de projets (PMO) après un projet difficile. Le risque est alors de produire des modèles de documents que personne n''utilise. Notre expérience auprès de ministères et de grandes entreprises montre qu''un PMO réussi se construit en trois temps.

## Mois 1 et 2 : rendre le portefeuille visible

Commencez par un inventaire simple de tous les projets en cours : objectif, responsable, budget, échéance et état d''avancement. Cette première photographie suffit souvent à révéler des doublons et des projets sans sponsor.

## Mois 3 et 4 : installer le rythme de pilotage

Un comité de portefeuille mensuel, un tableau de bord d''une page et des règles claires d''escalade des risques valent mieux qu''une méthodologie de cent pages. L''essentiel est que les décisions soient prises et tracées.

## Mois 5 et 6 : faire monter les équipes en compétence

Le PMO devient alors un centre d''appui : formation des chefs de projet, accompagnement des projets en difficulté et capitalisation des leçons apprises. C''est à ce moment que la valeur perçue par les directions augmente nettement.', '<p>Beaucoup d''organisations créent un bureau de projets (PMO) après un projet difficile. Le risque est alors de produire des modèles de documents que personne n''utilise. Notre expérience auprès de ministères et de grandes entreprises montre qu''un PMO réussi se construit en trois temps.</p>
<h2>Mois 1 et 2 : rendre le portefeuille visible</h2>
<p>Commencez par un inventaire simple de tous les projets en cours : objectif, responsable, budget, échéance et état d''avancement. Cette première photographie suffit souvent à révéler des doublons et des projets sans sponsor.</p>
<h2>Mois 3 et 4 : installer le rythme de pilotage</h2>
<p>Un comité de portefeuille mensuel, un tableau de bord d''une page et des règles claires d''escalade des risques valent mieux qu''une méthodologie de cent pages. L''essentiel est que les décisions soient prises et tracées.</p>
<h2>Mois 5 et 6 : faire monter les équipes en compétence</h2>
<p>Le PMO devient alors un centre d''appui : formation des chefs de projet, accompagnement des projets en difficulté et capitalisation des leçons apprises. C''est à ce moment que la valeur perçue par les directions augmente nettement.</p>
', 'Ousmane Sow', 'Consultant senior, bureau de projets', 'Gouvernance', 6, 'published', '2026-10-20T08:00:00Z'),
  ('agilite-secteur-public', 'L''agilité dans le secteur public : oui, c''est possible', 'Marchés publics, hiérarchie, contrôle budgétaire : les contraintes de l''administration ne sont pas incompatibles avec l''agilité, à condition de l''adapter.', 'On entend souvent que l''agilité est réservée aux start-up. Pourtant, plusieurs administrations d''Afrique de l''Ouest livrent aujourd''hui leurs services numériques par itérations courtes, avec des résultats visibles pour les usagers.

## Partir d''un service concret

Plutôt que de transformer toute l''organisation, choisissez un service à forte visibilité, par exemple une démarche en ligne, et constituez une équipe pluridisciplinaire dédiée, avec un responsable métier disponible.

## Adapter le cadre contractuel

Les marchés à bons de commande et les contrats par lots permettent de financer des incréments successifs tout en respectant les règles de la commande publique. Le dialogue avec le contrôle financier doit être engagé dès le départ.

## Montrer les résultats

Des démonstrations régulières ouvertes aux décideurs créent la confiance plus sûrement que les rapports d''avancement. C''est souvent ce qui permet d''étendre la démarche à d''autres services.', '<p>On entend souvent que l''agilité est réservée aux start-up. Pourtant, plusieurs administrations d''Afrique de l''Ouest livrent aujourd''hui leurs services numériques par itérations courtes, avec des résultats visibles pour les usagers.</p>
<h2>Partir d''un service concret</h2>
<p>Plutôt que de transformer toute l''organisation, choisissez un service à forte visibilité, par exemple une démarche en ligne, et constituez une équipe pluridisciplinaire dédiée, avec un responsable métier disponible.</p>
<h2>Adapter le cadre contractuel</h2>
<p>Les marchés à bons de commande et les contrats par lots permettent de financer des incréments successifs tout en respectant les règles de la commande publique. Le dialogue avec le contrôle financier doit être engagé dès le départ.</p>
<h2>Montrer les résultats</h2>
<p>Des démonstrations régulières ouvertes aux décideurs créent la confiance plus sûrement que les rapports d''avancement. C''est souvent ce qui permet d''étendre la démarche à d''autres services.</p>
', 'Jean-François Gagnon', 'Responsable de la transformation agile', 'Agilité', 5, 'published', '2026-09-15T08:00:00Z'),
  ('leadership-equipes-multiculturelles', 'Diriger une équipe projet entre Montréal, Abidjan et Dakar', 'Fuseaux horaires, styles de communication, rapport à la hiérarchie : cinq pratiques simples pour faire travailler ensemble des équipes réparties.', 'Les projets que nous accompagnons mobilisent de plus en plus d''équipes réparties sur plusieurs pays. Le chef de projet devient alors un traducteur : entre les cultures, les métiers et les attentes.

## Cinq pratiques qui font la différence

Fixer des plages de travail communes et les protéger ; écrire les décisions plutôt que de les supposer comprises ; alterner les animateurs des réunions ; prévoir des moments informels, même à distance ; et reconnaître publiquement les contributions de chacun.

Aucune de ces pratiques n''est coûteuse. Ensemble, elles réduisent les malentendus et renforcent l''engagement, ce qui se mesure très vite sur le respect des échéances.', '<p>Les projets que nous accompagnons mobilisent de plus en plus d''équipes réparties sur plusieurs pays. Le chef de projet devient alors un traducteur : entre les cultures, les métiers et les attentes.</p>
<h2>Cinq pratiques qui font la différence</h2>
<p>Fixer des plages de travail communes et les protéger ; écrire les décisions plutôt que de les supposer comprises ; alterner les animateurs des réunions ; prévoir des moments informels, même à distance ; et reconnaître publiquement les contributions de chacun.</p>
<p>Aucune de ces pratiques n''est coûteuse. Ensemble, elles réduisent les malentendus et renforcent l''engagement, ce qui se mesure très vite sur le respect des échéances.</p>
', 'Mariam Traoré', 'Formatrice principale en leadership', 'Leadership', 4, 'published', '2026-08-25T08:00:00Z'),
  ('ia-et-gestion-de-projet', 'Intelligence artificielle et gestion de projet : par où commencer ?', 'Comptes rendus, analyse des risques, planification : l''IA peut déjà faire gagner du temps aux équipes projet, à condition d''en fixer les règles d''usage.', 'Les outils d''intelligence artificielle générative sont désormais accessibles à tous. Pour un chef de projet, la question n''est plus de savoir s''il faut les utiliser, mais comment le faire de façon utile et responsable.

## Des usages à faible risque pour commencer

La rédaction de comptes rendus à partir de notes, la reformulation de messages aux parties prenantes ou la préparation d''une première liste de risques sont de bons points de départ : le gain de temps est réel et la relecture humaine reste simple.

## Des règles claires

Avant tout déploiement, définissez quelles données peuvent être confiées à ces outils, qui valide les contenus produits et comment les usages sont tracés. L''éthique numérique et la conformité ne sont pas des freins : ce sont les conditions de la confiance.', '<p>Les outils d''intelligence artificielle générative sont désormais accessibles à tous. Pour un chef de projet, la question n''est plus de savoir s''il faut les utiliser, mais comment le faire de façon utile et responsable.</p>
<h2>Des usages à faible risque pour commencer</h2>
<p>La rédaction de comptes rendus à partir de notes, la reformulation de messages aux parties prenantes ou la préparation d''une première liste de risques sont de bons points de départ : le gain de temps est réel et la relecture humaine reste simple.</p>
<h2>Des règles claires</h2>
<p>Avant tout déploiement, définissez quelles données peuvent être confiées à ces outils, qui valide les contenus produits et comment les usages sont tracés. L''éthique numérique et la conformité ne sont pas des freins : ce sont les conditions de la confiance.</p>
', 'Esther Mensah', 'Consultante, transformation numérique', 'IA Stratégique', 5, 'published', '2026-07-08T08:00:00Z'),
  ('reussir-sa-certification', 'Réussir sa certification en gestion de projet : nos conseils', 'Planifier sa préparation, s''entraîner dans les conditions de l''examen et s''appuyer sur son expérience : les clés de la réussite selon nos formateurs.', 'Chaque année, nous préparons plusieurs centaines de cadres aux certifications internationales en gestion de projet. Les candidats qui réussissent du premier coup ont presque tous suivi la même démarche.

## Un plan de préparation réaliste

Comptez huit à douze semaines de préparation, à raison de cinq à six heures par semaine. Bloquez ces créneaux dans votre agenda comme vous le feriez pour une réunion importante.

## S''entraîner dans les conditions réelles

Les examens blancs chronométrés sont indispensables : ils habituent à la gestion du temps et révèlent les domaines à retravailler. Analysez chaque erreur plutôt que d''enchaîner les questions.', '<p>Chaque année, nous préparons plusieurs centaines de cadres aux certifications internationales en gestion de projet. Les candidats qui réussissent du premier coup ont presque tous suivi la même démarche.</p>
<h2>Un plan de préparation réaliste</h2>
<p>Comptez huit à douze semaines de préparation, à raison de cinq à six heures par semaine. Bloquez ces créneaux dans votre agenda comme vous le feriez pour une réunion importante.</p>
<h2>S''entraîner dans les conditions réelles</h2>
<p>Les examens blancs chronométrés sont indispensables : ils habituent à la gestion du temps et révèlent les domaines à retravailler. Analysez chaque erreur plutôt que d''enchaîner les questions.</p>
', 'Aïcha Koné', 'Directrice pédagogique', 'Gestion', 4, 'published', '2026-06-02T08:00:00Z'),
  ('transformation-digitale-adoption', 'Transformation digitale : l''adoption, angle mort des projets', 'Un système livré dans les délais mais peu utilisé n''a pas atteint son objectif. Comment intégrer l''adoption au cœur du pilotage de vos projets numériques.', 'Dans les projets numériques que nous auditons, la technologie est rarement la cause principale des difficultés. Le plus souvent, c''est l''adoption par les utilisateurs qui fait défaut.

## Mesurer l''usage, pas seulement la livraison

Ajoutez à votre tableau de bord des indicateurs d''usage : nombre d''utilisateurs actifs, part des opérations réalisées dans le nouveau système, satisfaction. Ils doivent être suivis au même titre que le budget et le calendrier.

## Budgéter la conduite du changement

Formation des utilisateurs, relais dans les équipes, communication régulière : ces activités représentent souvent 10 à 15 % du budget d''un projet réussi. Les supprimer pour tenir l''enveloppe est une fausse économie.', '<p>Dans les projets numériques que nous auditons, la technologie est rarement la cause principale des difficultés. Le plus souvent, c''est l''adoption par les utilisateurs qui fait défaut.</p>
<h2>Mesurer l''usage, pas seulement la livraison</h2>
<p>Ajoutez à votre tableau de bord des indicateurs d''usage : nombre d''utilisateurs actifs, part des opérations réalisées dans le nouveau système, satisfaction. Ils doivent être suivis au même titre que le budget et le calendrier.</p>
<h2>Budgéter la conduite du changement</h2>
<p>Formation des utilisateurs, relais dans les équipes, communication régulière : ces activités représentent souvent 10 à 15 % du budget d''un projet réussi. Les supprimer pour tenir l''enveloppe est une fausse économie.</p>
', 'Serge Kouassi', 'Associé, conseil en gestion de portefeuille', 'Transformation Digitale', 5, 'published', '2026-04-14T08:00:00Z')
on conflict (slug) do nothing;
