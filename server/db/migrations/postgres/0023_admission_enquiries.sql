CREATE TABLE "admission_enquiries" (
	"year" text NOT NULL,
	"class" text NOT NULL,
	"day" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "admission_enquiries_year_class_day_pk" PRIMARY KEY("year","class","day")
);
