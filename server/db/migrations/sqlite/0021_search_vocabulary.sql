CREATE TABLE `search_vocabulary` (
	`word` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Written by hand: the words an index built before this migration holds (FTS5's own vocabulary).
INSERT INTO `search_vocabulary` (`word`) SELECT `term` FROM `search_words` WHERE `term` <> '';
--> statement-breakpoint
-- A holiday's result opens the calendar on its day, not only its month.
UPDATE `search_documents` SET `path` = '/school-calendar?date=' || `date` WHERE `kind` = 'holiday' AND `date` IS NOT NULL;
