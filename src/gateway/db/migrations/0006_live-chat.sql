CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"member_read_id" integer DEFAULT 0 NOT NULL,
	"staff_read_id" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" text NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_user" ON "chat_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_last_idx" ON "chat_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client" ON "chat_messages" USING btree ("conversation_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_staff_idx" ON "chat_messages" USING btree ("staff_id");--> statement-breakpoint
-- Live pushes (issue 21 point 1, docs/decisions/068-live-connection.md): every gateway process LISTENs on
-- 'dapur_live'. An order's status (or its virtual account) changing, whoever writes it — a payment notification,
-- the back office, the order:status command, the expiry sweep — and a stored chat message notify it, at commit.
CREATE OR REPLACE FUNCTION live_notify_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status_code IS DISTINCT FROM OLD.status_code OR NEW.va_number IS DISTINCT FROM OLD.va_number THEN
    PERFORM pg_notify('dapur_live', json_build_object('k', 'order', 'u', NEW.user_id, 'i', NEW.invoice, 's', NEW.status_code)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_live_notify AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION live_notify_order();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_notify_chat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dapur_live', json_build_object('k', 'chat', 'c', NEW.conversation_id, 'm', NEW.id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER chat_messages_live_notify AFTER INSERT ON chat_messages FOR EACH ROW EXECUTE FUNCTION live_notify_chat();
