// Standalone entry (QA): the async boundary lets shared singletons resolve before they are imported.
void import('./bootstrap');
