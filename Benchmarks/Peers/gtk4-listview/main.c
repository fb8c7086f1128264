// A GTK4 GtkListView of 1,000,000 rows "Item N" in a 1280x800 window, as a GTK user would write
// it: a list model, a signal factory binding a label, a scrolled window. The peer of
// `xcollection --example list --items 1000000` for `make bench-peers`.
// stdout: {"event":"ready"} once the first frame is painted, then {"event":"offset","value":V}
// each time the vertical adjustment moves.
#include <gtk/gtk.h>
#include <stdio.h>

#define ROWS 1000000

// A list model that makes each row's string object when asked, so a million rows cost nothing
// until they are shown (GtkStringList would hold a million objects).
#define ROWS_TYPE_MODEL (rows_model_get_type())
G_DECLARE_FINAL_TYPE(RowsModel, rows_model, ROWS, MODEL, GObject)
struct _RowsModel { GObject parent; };

static GType rows_model_item_type(GListModel *model) { return GTK_TYPE_STRING_OBJECT; }
static guint rows_model_n_items(GListModel *model) { return ROWS; }
static gpointer rows_model_item(GListModel *model, guint position) {
    if (position >= ROWS) return NULL;
    char text[32];
    snprintf(text, sizeof text, "Item %u", position + 1);
    return gtk_string_object_new(text);
}
static void rows_model_list_init(GListModelInterface *iface) {
    iface->get_item_type = rows_model_item_type;
    iface->get_n_items = rows_model_n_items;
    iface->get_item = rows_model_item;
}
G_DEFINE_TYPE_WITH_CODE(RowsModel, rows_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, rows_model_list_init))
static void rows_model_class_init(RowsModelClass *class) {}
static void rows_model_init(RowsModel *self) {}

static void setup_row(GtkListItemFactory *factory, GtkListItem *item) {
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_list_item_set_child(item, label);
}

static void bind_row(GtkListItemFactory *factory, GtkListItem *item) {
    GtkStringObject *row = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(row));
}

static void offset_changed(GtkAdjustment *adjustment) {
    printf("{\"event\":\"offset\",\"value\":%g}\n", gtk_adjustment_get_value(adjustment));
    fflush(stdout);
}

// Names the renderer too: under Xvfb GTK may pick OpenGL on Mesa's software rasteriser.
static void after_first_paint(GdkFrameClock *clock, GtkWidget *window) {
    GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(window));
    printf("{\"event\":\"ready\",\"renderer\":\"%s\"}\n", G_OBJECT_TYPE_NAME(renderer));
    fflush(stdout);
    g_signal_handlers_disconnect_by_func(clock, after_first_paint, window);
}

static void window_realized(GtkWidget *window) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_first_paint), window);
}

// No GtkApplication, which registers on a D-Bus session bus; a bare Xvfb has none (GTK still
// warns once on stderr that it found none).
int main(void) {
    gtk_init();
    // The list example's metrics: 16 px text, 16 px side margins, rows 44 px tall (the
    // separator GTK draws adds a pixel to each).
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(css, "listview { font-size: 16px; } listview > row { min-height: 44px; padding: 0 16px; }", -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkSelectionModel *selection = GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(g_object_new(ROWS_TYPE_MODEL, NULL))));
    GtkWidget *list = gtk_list_view_new(selection, factory);
    gtk_list_view_set_show_separators(GTK_LIST_VIEW(list), TRUE);

    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    g_signal_connect(gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(list)), "value-changed", G_CALLBACK(offset_changed), NULL);

    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "GtkListView, 1,000,000 rows");
    gtk_window_set_default_size(GTK_WINDOW(window), 1280, 800);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    g_signal_connect(window, "realize", G_CALLBACK(window_realized), NULL);
    gtk_window_present(GTK_WINDOW(window));
    while (g_list_model_get_n_items(gtk_window_get_toplevels()) > 0) g_main_context_iteration(NULL, TRUE);
    return 0;
}
