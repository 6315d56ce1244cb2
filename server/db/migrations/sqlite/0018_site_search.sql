CREATE TABLE `pdf_texts` (
	`file_id` text PRIMARY KEY NOT NULL,
	`text` text NOT NULL,
	`read_at` integer NOT NULL,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `search_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`record_id` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`date` text,
	`academic_year` integer,
	`path` text NOT NULL,
	`circular_number` text,
	`pdf` text,
	`publish_at` integer,
	`unpublish_at` integer
);
--> statement-breakpoint
CREATE INDEX `search_documents_record_idx` ON `search_documents` (`kind`,`record_id`);--> statement-breakpoint
-- Written by hand (docs/decisions/0028): FTS5 over the documents' title and body, kept by the
-- triggers below. Devanagari vowel signs and viramas (categories M*) are part of words, so a
-- Hindi word is one token; prefix indexes make a typed beginning of a word match quickly.
CREATE VIRTUAL TABLE `search_fts` USING fts5(
	`title`, `body`,
	content='search_documents', content_rowid='rowid',
	tokenize="unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
	prefix='2 3'
);--> statement-breakpoint
CREATE TRIGGER `search_documents_fts_insert` AFTER INSERT ON `search_documents` BEGIN
	INSERT INTO `search_fts` (`rowid`, `title`, `body`) VALUES (new.rowid, new.`title`, new.`body`);
END;--> statement-breakpoint
CREATE TRIGGER `search_documents_fts_delete` AFTER DELETE ON `search_documents` BEGIN
	INSERT INTO `search_fts` (`search_fts`, `rowid`, `title`, `body`) VALUES ('delete', old.rowid, old.`title`, old.`body`);
END;--> statement-breakpoint
CREATE TRIGGER `search_documents_fts_update` AFTER UPDATE ON `search_documents` BEGIN
	INSERT INTO `search_fts` (`search_fts`, `rowid`, `title`, `body`) VALUES ('delete', old.rowid, old.`title`, old.`body`);
	INSERT INTO `search_fts` (`rowid`, `title`, `body`) VALUES (new.rowid, new.`title`, new.`body`);
END;--> statement-breakpoint
-- Every word the index holds, for the closest spelling of a word that matched nothing.
CREATE VIRTUAL TABLE `search_words` USING fts5vocab(`search_fts`, 'row');
