#include "engine/ui/demo.h"

int main(int argc, char** argv) { return sb::ui::run_ui_demo(argc, argv); }
