CREATE TABLE `admission_enquiries` (
	`year` text NOT NULL,
	`class` text NOT NULL,
	`day` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`year`, `class`, `day`)
);
