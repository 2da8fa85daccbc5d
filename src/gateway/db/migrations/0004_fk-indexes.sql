DROP INDEX "orders_user_idx";--> statement-breakpoint
CREATE INDEX "addresses_village_idx" ON "addresses" USING btree ("village_id");--> statement-breakpoint
CREATE INDEX "assessor_courses_course_idx" ON "assessor_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "certificates_schedule_idx" ON "certificates" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "cities_lower_name_idx" ON "cities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "course_works_course_idx" ON "course_works" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_works_reviewer_idx" ON "course_works" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "course_works_schedule_idx" ON "course_works" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "districts_lower_name_idx" ON "districts" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "enrollments_schedule_idx" ON "enrollments" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "enrollments_course_idx" ON "enrollments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "hris_departments_company_idx" ON "hris_departments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "hris_managers_company_idx" ON "hris_managers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "hris_positions_company_idx" ON "hris_positions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "media_posts_category_idx" ON "media_posts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("user_id","expire_time") WHERE status_code = 2;--> statement-breakpoint
CREATE INDEX "product_prices_warehouse_idx" ON "product_prices" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "product_stocks_warehouse_idx" ON "product_stocks" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "promo_usages_user_idx" ON "promo_usages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_order_idx" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_course_progress_course_idx" ON "subscription_course_progress" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "subscription_course_progress_schedule_idx" ON "subscription_course_progress" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "survey_answers_item_idx" ON "survey_answers" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "survey_answers_survey_idx" ON "survey_answers" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_package_idx" ON "user_subscriptions" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "warehouses_zone_idx" ON "warehouses" USING btree ("zone_id");